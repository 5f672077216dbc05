import { HomeOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

interface PageNotFoundProps {
  title: string;
  subtitle: string;
  /** The label of the button that goes back to the Index. */
  home: string;
  testId: string;
}

/** A page that has nothing to show (404): says why and offers the way back to the Index. */
export function PageNotFound({ title, subtitle, home, testId }: PageNotFoundProps) {
  const navigate = useNavigate();
  return (
    <div className="ss-page ss-page--narrow" data-testid={testId}>
      <Result
        status="404"
        title={title}
        subTitle={subtitle}
        extra={
          <Button type="primary" size="large" icon={<HomeOutlined />} onClick={() => navigate('/')}>
            {home}
          </Button>
        }
      />
    </div>
  );
}
